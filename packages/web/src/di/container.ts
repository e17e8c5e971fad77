// The composition root: the only place that knows which adapter implements which port.
import { Container } from 'inversify';
import { accountModule } from './account.module';
import { businessModule } from './business.module';
import { calendarModule } from './calendar.module';
import { clientsModule } from './clients.module';
import { platformModule, type PlatformOptions } from './platform.module';
import { roadModule } from './road.module';
import { staffModule } from './staff.module';

export function createContainer(options: PlatformOptions): Container {
  const container = new Container({ defaultScope: 'Transient' });
  container.load(platformModule(options), accountModule, businessModule, staffModule, clientsModule, calendarModule, roadModule);
  return container;
}
