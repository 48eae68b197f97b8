import { AxisBottom, AxisLeft, type TickRendererProps } from '@visx/axis';
import { GridRows } from '@visx/grid';
import { Group } from '@visx/group';
import { scaleLinear } from '@visx/scale';
import { AreaClosed, LinePath } from '@visx/shape';
import { useDeferredValue, useState } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { formatCount } from '@/lib/english-format';
import { DASHBOARD_PERIODS, type DashboardPeriod } from '@common/constants';
import type { WorkspaceActivity } from '@common/schemas/analytics';
import { ACTIVITY_CHARTS, ACTIVITY_SERIES_LABELS, activityTable, type ActivitySeriesKey } from '../analytics-tables';
import { useWorkspaceActivity } from '../api/get-workspace-activity';
import { PERIOD_PHRASES, formatBucket } from '../format';
import { useElementWidth } from '../hooks/use-element-width';
import { DataTableView, DownloadCsvButton, ViewAsTableToggle } from './table-tools';

/** The series' colours in order: the brand, then teal and amber, all at AA contrast against white. */
const SERIES_COLOURS = ['#4f46e5', '#0f766e', '#b45309'] as const;
const HEIGHT = 190;
const MARGIN = { top: 12, right: 12, bottom: 26, left: 36 };

/**
 * A tick's label as plain SVG text. visx draws labels with its `Text`, which measures every word's width in
 * the page (a forced layout per label, while the charts are being drawn) to wrap lines these labels never need.
 */
function TickLabel({ x, y, dx, dy, textAnchor, fill, fontSize, className, formattedValue }: TickRendererProps) {
  return (
    <text x={x} y={y} dx={dx} dy={dy} textAnchor={textAnchor} fill={fill} fontSize={fontSize} className={className}>
      {formattedValue}
    </text>
  );
}

/** Hours with one decimal, counts whole, both grouped: "1,284", "412.5". */
const formatFigure = (key: ActivitySeriesKey, value: number) =>
  key === 'hoursContributed' ? formatCount(Math.round(value * 10) / 10) : formatCount(value);

function LineChart({
  activity,
  series,
  label,
}: {
  activity: WorkspaceActivity;
  series: readonly ActivitySeriesKey[];
  label: string;
}) {
  const [ref, width] = useElementWidth<HTMLDivElement>();
  const points = activity.points;
  const innerWidth = Math.max(width - MARGIN.left - MARGIN.right, 10);
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const max = Math.max(1, ...points.flatMap((point) => series.map((key) => point[key])));
  const x = scaleLinear<number>({ domain: [0, Math.max(points.length - 1, 1)], range: [0, innerWidth] });
  const y = scaleLinear<number>({ domain: [0, max], range: [innerHeight, 0], nice: true });
  // Five or so dates under the axis, always the first and last bucket.
  const step = Math.max(1, Math.ceil(points.length / (width < 420 ? 3 : 6)));
  const tickValues = points.map((_, index) => index).filter((index) => index % step === 0);
  // Counts have no fractions: 0.2 of a session is not a tick worth drawing. Hours may.
  const wholeOnly = !series.includes('hoursContributed');
  const yTicks = y.ticks(4).filter((tick) => !wholeOnly || Number.isInteger(tick));

  return (
    <div ref={ref} className="w-full">
      <svg width="100%" height={HEIGHT} role="img" aria-label={label} className="overflow-visible">
        <Group left={MARGIN.left} top={MARGIN.top}>
          <GridRows scale={y} width={innerWidth} tickValues={yTicks} stroke="#e2e8f0" />
          {series.length === 1 ? (
            <AreaClosed
              data={points}
              x={(_, index) => x(index)}
              y={(point) => y(point[series[0]!])}
              yScale={y}
              fill={SERIES_COLOURS[0]}
              fillOpacity={0.08}
            />
          ) : null}
          {series.map((key, index) => (
            <LinePath
              key={key}
              data={points}
              x={(_, at) => x(at)}
              y={(point) => y(point[key])}
              stroke={SERIES_COLOURS[index]}
              strokeWidth={2}
              strokeLinejoin="round"
              strokeLinecap="round"
            />
          ))}
          <AxisLeft
            scale={y}
            tickValues={yTicks}
            hideAxisLine
            hideTicks
            tickFormat={(value) => formatCount(Number(value))}
            tickLabelProps={{ fill: '#64748b', fontSize: 11, className: 'tabular-nums' }}
            tickComponent={TickLabel}
          />
          <AxisBottom
            top={innerHeight}
            scale={x}
            tickValues={tickValues}
            hideTicks
            stroke="#cbd5e1"
            tickFormat={(value) => {
              const point = points[Number(value)];
              return point ? formatBucket(point.start, activity.bucket).replace('Week of ', '') : '';
            }}
            tickLabelProps={{ fill: '#64748b', fontSize: 11 }}
            tickComponent={TickLabel}
          />
        </Group>
      </svg>
    </div>
  );
}

function ActivityChart({
  activity,
  chart,
  days,
  busy,
}: {
  activity: WorkspaceActivity;
  chart: (typeof ACTIVITY_CHARTS)[number];
  days: DashboardPeriod;
  busy: boolean;
}) {
  const [asTable, setAsTable] = useState(false);
  const table = () => activityTable(activity, chart.series);
  const totals = chart.series.map((key) => `${ACTIVITY_SERIES_LABELS[key]} ${formatFigure(key, activity.totals[key])}`);
  return (
    <Card className={cn('flex min-w-0 flex-col', busy && 'opacity-60 transition-opacity')} aria-busy={busy}>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-2">
        <CardTitle as="h3">{chart.title}</CardTitle>
        <div className="flex gap-2">
          <ViewAsTableToggle title={chart.title} pressed={asTable} onChange={setAsTable} />
          <DownloadCsvButton subject={`activity-${chart.id}-${days}-days`} title={chart.title} table={table} />
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 pt-3">
        {/* Direct labels: each series' total in its line's colour, so the chart needs no legend. */}
        <ul className="flex flex-wrap gap-x-5 gap-y-1">
          {chart.series.map((key, index) => (
            <li key={key} className="flex items-center gap-2 text-sm text-slate-600">
              <span
                aria-hidden="true"
                className="h-0.5 w-4 rounded-full"
                style={{ background: SERIES_COLOURS[index] }}
              />
              {ACTIVITY_SERIES_LABELS[key]}
              <span className="font-semibold text-slate-900 tabular-nums">
                {formatFigure(key, activity.totals[key])}
              </span>
            </li>
          ))}
        </ul>
        {asTable ? (
          <DataTableView table={table()} caption={`${chart.title}, ${PERIOD_PHRASES[days]}`} />
        ) : (
          <LineChart
            activity={activity}
            series={chart.series}
            label={`${chart.title} over ${PERIOD_PHRASES[days]}, by ${activity.bucket}: ${totals.join(', ')} in total.`}
          />
        )}
      </CardContent>
    </Card>
  );
}

/** A card of the chart's shape (a title, two figures, a plot) while its numbers load. */
function ChartSkeleton({ title }: { title: string }) {
  return (
    <Card className="flex flex-col">
      <CardHeader>
        <CardTitle as="h3">{title}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 pt-3">
        <Skeleton className="h-5 w-48" />
        <div className="flex h-[190px] items-end gap-2 border-b border-slate-200 pl-9">
          {[40, 65, 30, 80, 55, 70, 45, 90, 60, 75].map((height, index) => (
            <Skeleton key={index} className="flex-1 rounded-b-none" style={{ height: `${height}%` }} />
          ))}
        </div>
      </CardContent>
    </Card>
  );
}

/** What happened in the workspace over the period, as a few small charts, each with its table and CSV. */
export function ActivitySection({ companyId, days }: { companyId: string; days: DashboardPeriod }) {
  const activity = useWorkspaceActivity(companyId, days);
  // Drawn at a lower priority than input (React yields between components): see docs/performance.md, "Drawing data
  // without blocking". Until then, and while another period loads, the figures shown are dimmed.
  const shown = useDeferredValue(activity.data);
  const stale = activity.isPlaceholderData || shown !== activity.data;
  return (
    <section aria-labelledby="activity-title" className="flex flex-col gap-4">
      <div>
        <h2 id="activity-title" className="text-lg font-semibold text-slate-900">
          Activity
        </h2>
        <p className="text-sm text-slate-600">Learning, skill swaps and knowledge sharing in {PERIOD_PHRASES[days]}.</p>
      </div>
      {activity.isError ? (
        <LoadError
          title="Could not load the activity"
          error={activity.error}
          onRetry={() => void activity.refetch()}
          retrying={activity.isFetching}
        />
      ) : (
        <div className="grid gap-6 lg:grid-cols-2">
          {ACTIVITY_CHARTS.map((chart) =>
            shown ? (
              <ActivityChart
                key={chart.id}
                activity={shown}
                chart={chart}
                // The period the figures are for: the one chosen, once they have arrived.
                days={DASHBOARD_PERIODS.find((period) => period === shown.days) ?? days}
                busy={stale}
              />
            ) : (
              <ChartSkeleton key={chart.id} title={chart.title} />
            ),
          )}
        </div>
      )}
    </section>
  );
}
