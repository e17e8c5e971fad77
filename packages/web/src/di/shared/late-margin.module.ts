// The business's late margin, which the live board sets and the crew's screen reads: kept on the
// device per business, across sign-outs (a setting, like the road's planning speed).
import { LateMargin } from '@fieldteam/core';
import { LocalStorageLateMarginStore } from '@fieldteam/adapters-browser';
import { contextModule } from '../context-module';
import { TOKENS as T } from '../tokens';

export default contextModule([], ({ bind }) => {
  bind(LateMargin).toDynamicValue((ctx) => new LateMargin(new LocalStorageLateMarginStore(ctx.get(T.storage)), ctx.get(T.sessionStore)));
});
