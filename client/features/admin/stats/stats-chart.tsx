/**
 * A chart of a table's numbers, drawn by Chart.js (canvas) from the rows the table beside it shows
 * (shared/stats-tables.ts), so the picture and the numbers agree. Only the statistics screen imports this
 * file, so Chart.js loads with that screen's chunk and never with a public page. The picture is hidden
 * from screen readers: the table below it is its text, with a caption and headings.
 */
import { BarElement, CategoryScale, Chart as ChartJS, Legend, LinearScale, LineElement, PointElement, Tooltip } from 'chart.js';
import { Bar, Line } from 'react-chartjs-2';
import type { StatsTable } from '@shared/stats-tables';

// Only the parts these charts use, so the bundler leaves the rest of Chart.js out.
ChartJS.register(CategoryScale, LinearScale, BarElement, LineElement, PointElement, Legend, Tooltip);

export interface ChartSeries {
  /** The table's column drawn, named by its heading. */
  column: number;
  colour: string;
}

/** Okabe and Ito's colours, which colour-blind readers tell apart too, and a grey (a cancelled request's). */
const SERIES_COLOURS = ['#0072b2', '#d55e00', '#009e73', '#cc79a7', '#56686f', '#e69f00'] as const;

/** The table's first `count` figure columns (after its row heading), each in the next colour. */
export function firstColumns(count: number): ChartSeries[] {
  return Array.from({ length: count }, (_, index) => ({ column: index + 1, colour: SERIES_COLOURS[index % SERIES_COLOURS.length] ?? SERIES_COLOURS[0] }));
}

function chartData(table: StatsTable, series: readonly ChartSeries[]) {
  return {
    labels: table.rows.map((row) => String(row[0] ?? '')),
    datasets: series.map(({ column, colour }) => ({
      label: table.headers[column] ?? '',
      data: table.rows.map((row) => (typeof row[column] === 'number' ? row[column] : null)),
      borderColor: colour,
      backgroundColor: colour,
      pointRadius: 2,
    })),
  };
}

/** What both kinds of chart share: drawn at once, numbers in Indonesian, whole numbers on the axis from 0. */
function chartOptions(stacked: boolean) {
  return {
    locale: 'id-ID',
    // A new period draws at once; the table below it changes at once too.
    animation: false as const,
    responsive: true,
    maintainAspectRatio: false,
    interaction: { mode: 'index' as const, intersect: false },
    scales: {
      x: { stacked },
      y: { stacked, beginAtZero: true, ticks: { precision: 0 } },
    },
  };
}

export function StatsChart({ kind, table, series, stacked = false }: { kind: 'line' | 'bar'; table: StatsTable; series: readonly ChartSeries[]; stacked?: boolean }) {
  if (table.rows.length === 0) return null;
  const data = chartData(table, series);
  return (
    <div aria-hidden="true" className="relative mb-4 h-64 rounded-lg border border-slate-300 bg-white p-3" data-testid={`chart-${table.name}`}>
      {kind === 'line' ? <Line data={data} options={chartOptions(stacked)} /> : <Bar data={data} options={chartOptions(stacked)} />}
    </div>
  );
}
