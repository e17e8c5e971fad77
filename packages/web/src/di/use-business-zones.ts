// Gives a screen's view-model the business's zones (and so its currency) once their context is
// loaded: after the screen's own code, so that the route's first load does not carry the company's
// call and the zones' map (the road does the same). Until then the amounts have no symbol.
import { useEffect } from 'react';
import type { ShownZones } from '../shared/shown-zones';
import { useAppContainer } from './DiProvider';
import { TOKENS } from './tokens';

export interface TakesZones {
  takeZones(zones: ShownZones): void;
}

export function useBusinessZones(target: TakesZones): void {
  const app = useAppContainer();
  useEffect(() => {
    let mounted = true;
    void app.loadContexts(['businessTimeZone']).then(() => {
      if (mounted) target.takeZones(app.get(TOKENS.shownZones));
    });
    return () => {
      mounted = false;
    };
  }, [app, target]);
}
