import { orderByAppointments, epochMinutesAt } from '../src/road/appointment-order.rules';
import { seeded } from './measure';
const START_AT = epochMinutesAt('2026-12-07', 7 * 60 + 30, 'America/Sao_Paulo');
const n = Number(process.env.N ?? 500);
  const random = seeded(99 + n);
  const place = () => ({ latitude: -23.55 + (random() - 0.5) * 0.4, longitude: -46.63 + (random() - 0.5) * 0.4 });
  // like the mock's road day: half hours 08:00-16:00, 60 min each
  const day = { start: place(), startAt: START_AT, stops: Array.from({ length: n }, (_, i) => ({ id: `s${i}`, ...place(), bookedAt: START_AT + 30 + 30 * (i % 17), serviceMinutes: null })) };
  for (let r = 0; r < 4; r++) { const t = performance.now(); const o = orderByAppointments(day); console.log(n, (performance.now() - t).toFixed(1), 'ms', Math.round(o.lateMinutes)); }
