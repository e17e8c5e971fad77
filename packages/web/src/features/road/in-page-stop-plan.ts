// The road's planning engine for the page's own thread (a day of a few stops, no worker), in a
// module of its own so that it is fetched only when the page plans.
export { planStops } from '@fieldteam/core';
