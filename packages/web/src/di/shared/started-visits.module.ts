// Today's visits in progress, which the road and the calendar both show: the reports' open reports
// (the business's data, read off the page) merged with this device's starts and waiting actions.
import { LoadStartedVisits } from '@fieldteam/core';
import { bindClass } from '../bind-class';
import { contextModule } from '../context-module';
import { TOKENS as T } from '../tokens';
import businessData from './business-data.module';
import clock from './clock.module';

export default contextModule([businessData, clock], ({ bind }) => {
  bindClass(bind, LoadStartedVisits, [T.reportsData, T.sessionStore, T.inProgressVisits, T.visitOutbox, T.clock]);
});
