// The road row's naive way (road-at-scale.ts), bundled and run in the bench's throttled page after
// the app settled: the road's answer drawn as the screen did before it was drawn in windows.
// Each step runs in a task of its own and is timed alone:
// - order: core's stop order on the main thread;
// - rough: every pair of stops compared for a shared rough place (address keys made per pair);
// - list: every stop of the visiting order in the page (a list item, its button, name and address);
// - map: the SVG map with every stop's marker.
import { svgMapViewFactory } from '@fieldteam/adapters-browser';
import { haversineMetres, orderStops, type GeoPoint, type MapMarker } from '@fieldteam/core';

interface WireStop {
  readonly clientId: string;
  readonly name: string;
  readonly description: string | null;
  readonly latitude: number | null;
  readonly longitude: number | null;
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
const time = (work: () => void): number => {
  const start = performance.now();
  work();
  return performance.now() - start;
};

export async function run(answer: { clientsWithTodos: WireStop[] }, position: GeoPoint) {
  const stops = answer.clientsWithTodos
    .filter((c) => c.latitude !== null && c.longitude !== null)
    .map((c) => ({ id: c.clientId, name: c.name, address: c.description ?? '', latitude: c.latitude!, longitude: c.longitude! }));
  let ordered = stops;
  await nextTask();
  const orderMs = time(() => (ordered = [...orderStops(position, stops).stops]));

  await nextTask();
  const rough = new Set<string>();
  const key = (address: string) => address.trim().replace(/\s+/g, ' ').toLocaleLowerCase();
  const roughMs = time(() => {
    for (let i = 0; i < ordered.length; i += 1)
      for (let j = i + 1; j < ordered.length; j += 1) {
        const [a, b] = [ordered[i]!, ordered[j]!];
        if (key(a.address) !== key(b.address) && haversineMetres(a, b) <= 50) rough.add(a.id).add(b.id);
      }
  });

  const host = document.createElement('section');
  host.setAttribute('aria-hidden', 'true');
  document.body.append(host);
  await nextTask();
  const list = document.createElement('ol');
  const listMs = time(() => {
    for (const stop of ordered) {
      const item = document.createElement('li');
      const button = document.createElement('button');
      const name = document.createElement('span');
      name.className = 'ft-road__stop-name';
      name.textContent = stop.name;
      const address = document.createElement('span');
      address.className = 'ft-field__hint';
      address.textContent = stop.address;
      button.append(name, address);
      item.append(button);
      list.append(item);
    }
    host.append(list);
    list.getBoundingClientRect(); // laid out in the same task, as a screen's render is
  });

  const box = document.createElement('div');
  box.style.height = '700px';
  host.append(box);
  const created = await svgMapViewFactory({ clusters: false })(box, { center: position, language: 'en' });
  if (!created.ok) throw new Error('no map');
  const view = created.value;
  // Its size is reported before the next frame; the drawing is timed after it.
  await new Promise((resolve) => requestAnimationFrame(resolve));
  await nextTask();
  const markers: MapMarker[] = ordered.map((s, i) => ({ id: s.id, order: i + 1, label: s.name, latitude: s.latitude, longitude: s.longitude, approximate: rough.has(s.id) }));
  const path = [position, ...ordered].map(({ latitude, longitude }) => ({ latitude, longitude }));
  const mapMs = time(() => {
    view.show({ directions: { legs: [], path, distanceMetres: 1, durationSeconds: null, kind: 'straight-line' }, stops: markers, position });
    box.getBoundingClientRect();
  });
  const result = { stops: ordered.length, orderMs, roughMs, listMs, mapMs, listNodes: list.querySelectorAll('*').length + 1, mapNodes: box.querySelectorAll('*').length };
  view.destroy();
  host.remove();
  return result;
}
