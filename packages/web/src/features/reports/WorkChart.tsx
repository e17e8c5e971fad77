// One chart of the work report, drawn by uPlot (canvas; the smallest of the well-kept charting
// libraries), fetched by the work report once its figures are shown.
// The chart is a picture; its figures are in the table the screen puts beside it.
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export interface ChartSeries {
  readonly label: string;
  readonly values: readonly (number | null)[];
  readonly colour: string;
}

export interface WorkChartProps {
  /** The chart's accessible name. */
  readonly label: string;
  /** One label per point of the x axis (the periods). */
  readonly periods: readonly string[];
  readonly series: readonly ChartSeries[];
  readonly kind: 'bars' | 'lines';
  /** How a value is written on the y axis and in the legend. */
  readonly format: (value: number) => string;
}

const HEIGHT_PX = 260;
/** Steps between labelled periods, as the width allows: every week, every other week, ... a year. */
const PERIOD_STEPS = [1, 2, 3, 4, 6, 8, 12, 13, 26, 52];

function options({ periods, series, kind, format }: WorkChartProps, width: number): uPlot.Options {
  const bars = kind === 'bars' ? uPlot.paths.bars : undefined;
  // Side by side within a period: each series takes its share of the period's width.
  const share = 0.8 / Math.max(series.length, 1);
  return {
    width,
    height: HEIGHT_PX,
    scales: { x: { time: false, range: (_u, min, max) => [min - 0.5, max + 0.5] }, y: { range: (_u, _min, max) => [0, max > 0 ? max * 1.1 : 1] } },
    axes: [
      { values: (_u, splits) => splits.map((at) => (Number.isInteger(at) ? (periods[at] ?? '') : '')), incrs: PERIOD_STEPS, space: 64, grid: { show: false } },
      {
        values: (_u, ticks) => ticks.map(format),
        // As wide as the longest value written ("125 min", "1,250 hr"), never cut.
        size: (_u, values) => 16 + 7.5 * Math.max(3, ...(values ?? []).map((value) => value.length)),
      },
    ],
    series: [
      { label: '' },
      ...series.map((s, index) => ({
        label: s.label,
        stroke: s.colour,
        width: kind === 'bars' ? 0 : 2,
        fill: kind === 'bars' ? s.colour : undefined,
        points: { show: kind === 'lines', size: 6 },
        value: (_u: uPlot, value: number | null) => (value === null ? '–' : format(value)),
        paths:
          bars &&
          bars({
            // Side by side around the period's point, each series its share of the period's width.
            disp: {
              x0: { unit: 1, values: () => periods.map((_, x) => x + (index - (series.length - 1) / 2) * share - share / 2) },
              size: { unit: 1, values: () => periods.map(() => share) },
            },
          }),
      })),
    ],
    legend: { show: true, live: false },
    cursor: { drag: { x: false, y: false }, points: { show: kind === 'lines' } },
  };
}

export function WorkChart(props: WorkChartProps) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const data: uPlot.AlignedData = [props.periods.map((_, index) => index), ...props.series.map((s) => [...s.values])];
    const chart = new uPlot(options(props, Math.max(element.clientWidth, 240)), data, element);
    const resizing = new ResizeObserver(() => chart.setSize({ width: Math.max(element.clientWidth, 240), height: HEIGHT_PX }));
    resizing.observe(element);
    return () => {
      resizing.disconnect();
      chart.destroy();
    };
  }, [props]);
  return <div ref={host} className="ft-work-chart" role="img" aria-label={props.label} />;
}
