// The files context: handing the person a file they asked for, as a download (the work report's
// CSV, an import's refused rows, the export's ZIP and the agenda's iCalendar file).
import { BrowserFileSaver } from '@fieldteam/adapters-browser';
import { ContainerModule } from 'inversify';
import { TOKENS as T } from './tokens';

export default new ContainerModule(({ bind }) => {
  bind(T.fileSaver).toConstantValue(new BrowserFileSaver());
});
