import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

import { openQueryStatuses, type Stats } from '@agency/contract';

import { statusLabels } from '../queries/query-status';
import { visuallyHidden } from '../ui/visually-hidden';

/** One row of a chart's data: its label and its count. */
export interface ChartRow {
  label: string;
  count: number;
}

export const weekRows = (stats: Stats): ChartRow[] => stats.queriesPerWeek.map(({ week, count }) => ({ label: week, count }));
export const statusRows = (stats: Stats): ChartRow[] => openQueryStatuses.map((status) => ({ label: statusLabels[status], count: stats.openByStatus[status] }));
export const assigneeRows = (stats: Stats): ChartRow[] => stats.openByAssignee.map(({ assignee, count }) => ({ label: assignee?.email ?? 'Unassigned', count }));

/**
 * A bar chart and the same figures as a table. The drawing is hidden from screen readers
 * (and is not focusable: recharts' keyboard layer is off); the table, visually hidden, is
 * what they read.
 */
interface ChartCardProps {
  title: string;
  /** The table's first column (what a row is) and second (what is counted). */
  rowHeader: string;
  column: string;
  rows: ChartRow[];
  horizontal?: boolean;
  empty: string;
}

function ChartCard({ title, rowHeader, column, rows, horizontal = false, empty }: ChartCardProps) {
  const id = `chart-${title.toLowerCase().replace(/\W+/g, '-')}`;
  const height = horizontal ? Math.max(160, rows.length * 36 + 40) : 240;
  let drawing: ReactNode;
  if (rows.length === 0 || rows.every((row) => row.count === 0)) {
    drawing = <Typography color="text.secondary">{empty}</Typography>;
  } else {
    drawing = (
      <Box aria-hidden="true" sx={{ width: '100%', height }}>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={rows} layout={horizontal ? 'vertical' : 'horizontal'} accessibilityLayer={false} margin={{ top: 8, right: 16, bottom: 8, left: horizontal ? 8 : -16 }}>
            <CartesianGrid strokeDasharray="3 3" />
            {horizontal ? (
              <>
                <XAxis type="number" allowDecimals={false} />
                <YAxis type="category" dataKey="label" width={140} tick={{ fontSize: 12 }} />
              </>
            ) : (
              <>
                <XAxis dataKey="label" tick={{ fontSize: 12 }} />
                <YAxis allowDecimals={false} />
              </>
            )}
            <Tooltip />
            <Bar dataKey="count" name={column} fill="#4338ca" isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </Box>
    );
  }
  return (
    <Paper component="section" aria-labelledby={id} sx={{ p: 2, minWidth: 0 }}>
      <Typography id={id} variant="h2" sx={{ fontSize: '1.05rem', mb: 1 }}>
        {title}
      </Typography>
      {drawing}
      {/* The clip is on a box around the table: a table grows to its rows whatever its height, and made the page 88 px longer than the layout. */}
      <Box sx={visuallyHidden}>
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{rowHeader}</th>
              <th scope="col">{column}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                <td>{row.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Box>
    </Paper>
  );
}

/** The overview's charts; loaded on their own, so neither the sign-in page nor the other screens carry the chart library. */
export default function OverviewCharts({ stats }: { stats: Stats }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' } }}>
      <Box sx={{ gridColumn: { lg: '1 / -1' }, minWidth: 0 }}>
        <ChartCard title="New queries per week" rowHeader="Week of" column="Queries" rows={weekRows(stats)} empty="No queries in this range." />
      </Box>
      <ChartCard title="Open queries by status" rowHeader="Status" column="Queries" rows={statusRows(stats)} empty="No open queries." />
      <ChartCard title="Open queries by assignee" rowHeader="Assignee" column="Queries" rows={assigneeRows(stats)} horizontal empty="No open queries." />
    </Box>
  );
}
