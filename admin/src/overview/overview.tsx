import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useDataProvider } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';

import { inboxLimits, messages, type Stats } from '@agency/contract';

import type { AgencyDataProvider, QueryWaiting, StatsRange } from '../providers/data-provider';
import { failureMessage } from '../providers/http';
import { PageHeader } from '../ui/page-header';
import { formatHours, formatMinutes, formatMs, formatRate, formatSeconds, lastWeeks, weekOf } from './figures';

// The chart library is loaded with the overview's figures, not with the dashboard.
const OverviewCharts = lazy(() => import('./overview-charts'));

function Figure({ label, value, note }: { label: string; value: string; note?: ReactNode }) {
  return (
    <Card component="section" aria-label={label} sx={{ minWidth: 0, flex: '1 1 200px' }}>
      <CardContent>
        <Typography color="text.secondary" variant="body2">
          {label}
        </Typography>
        <Typography sx={{ fontSize: '1.6rem', fontWeight: 700 }}>{value}</Typography>
        {note && (
          <Typography variant="body2" color="text.secondary">
            {note}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}

/** A link to the query list filtered on the queries waiting for a reply (or the overdue ones). */
function ListLink({ waiting, children }: { waiting: QueryWaiting; children: ReactNode }) {
  return (
    <Link component={RouterLink} to={`/dashboard/query?waiting=${waiting}`}>
      {children}
    </Link>
  );
}

/** The range's last week, named "this week" when the range ends in the current week. */
function queriesOfWeek(weeks: Stats['queriesPerWeek'], today = new Date()): { label: string; value: string; note?: string } {
  const last = weeks.at(-1);
  if (!last) return { label: 'Queries this week', value: '—' };
  return last.week === weekOf(today.toISOString().slice(0, 10))
    ? { label: 'Queries this week', value: String(last.count), note: 'submitted since Monday' }
    : { label: `Queries in the week of ${last.week}`, value: String(last.count), note: 'the range’s last week' };
}

/** /dashboard: a welcome, and the support inbox's figures for a chosen range. */
export function Overview() {
  const dataProvider = useDataProvider<AgencyDataProvider>();
  const [range, setRange] = useState<StatsRange>(() => lastWeeks(inboxLimits.statsDefaultWeeks));
  const valid = Boolean(range.from && range.to && range.from <= range.to);
  const stats = useQuery({
    queryKey: ['stats', 'getStats', range],
    queryFn: ({ signal }) => dataProvider.getStats(range, signal),
    enabled: valid,
  });

  return (
    <>
      <PageHeader title="Welcome to Dashboard" />
      <Typography color="text.secondary">Choose a section in the sidebar to manage packages, categories, team members and queries.</Typography>
      <Box component="form" aria-label="Range" onSubmit={(event) => event.preventDefault()} sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', my: 3 }}>
        <TextField
          type="date"
          label="From"
          size="small"
          value={range.from}
          onChange={(event) => setRange((now) => ({ ...now, from: event.target.value }))}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: range.to } }}
          sx={{ bgcolor: 'background.paper' }}
        />
        <TextField
          type="date"
          label="To"
          size="small"
          value={range.to}
          onChange={(event) => setRange((now) => ({ ...now, to: event.target.value }))}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: range.from } }}
          sx={{ bgcolor: 'background.paper' }}
        />
        <TextField
          select
          label="Quick range"
          size="small"
          value=""
          onChange={(event) => event.target.value && setRange(lastWeeks(Number(event.target.value)))}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 160, bgcolor: 'background.paper' }}
        >
          <option value="">Choose…</option>
          <option value="4">Last 4 weeks</option>
          <option value="12">Last 12 weeks</option>
          <option value="26">Last 26 weeks</option>
          <option value="52">Last 52 weeks</option>
        </TextField>
        {!valid && (
          <Typography role="alert" color="error">
            Choose a start day on or before the end day.
          </Typography>
        )}
      </Box>
      {stats.isPending ? (
        valid && <Typography role="status">Loading statistics...</Typography>
      ) : stats.error ? (
        <Typography role="alert" color="error">
          {failureMessage(stats.error, messages.statsFailed, messages.somethingWrongRetry)}
        </Typography>
      ) : (
        <>
          {/* The owner's numbers first: who waits for a reply now, how fast replies come, how many queries came. */}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 3 }}>
            <Figure
              label="Unanswered"
              value={String(stats.data.unanswered)}
              note={<ListLink waiting="unanswered">waiting for a reply now</ListLink>}
            />
            <Figure
              label="Overdue"
              value={String(stats.data.overdue)}
              note={<ListLink waiting="overdue">{`waiting over ${formatHours(stats.data.responseTargetHours)}`}</ListLink>}
            />
            <Figure
              label="First response"
              value={formatSeconds(stats.data.firstResponse.median)}
              note={`median, verification to first reply; p90 ${formatSeconds(stats.data.firstResponse.p90)}`}
            />
            <Figure {...queriesOfWeek(stats.data.queriesPerWeek)} />
          </Box>
          <Typography component="h2" variant="h6" sx={{ mb: 1.5 }}>
            Verification and mail
          </Typography>
          {/* Cards grow to fill their row: five never leave one alone beside an empty space. */}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 3 }}>
            <Figure label="Verification rate" value={formatRate(stats.data.verificationRate)} note="of submitted queries were verified" />
            <Figure label="Median time to verification" value={formatMinutes(stats.data.medianVerifyMinutes)} note="from submission to a correct code" />
            <Figure label="Code mail latency p50" value={formatMs(stats.data.codeMailLatencyMs.p50)} note="queued to accepted by the mail server" />
            <Figure label="Code mail latency p95" value={formatMs(stats.data.codeMailLatencyMs.p95)} />
            <Figure
              label="Failed deliveries"
              value={String(stats.data.failedDeliveries)}
              note={
                <Link component={RouterLink} to={`/dashboard/deliveries?filter=${encodeURIComponent(JSON.stringify({ state: 'failed' }))}`}>
                  See failed mails
                </Link>
              }
            />
          </Box>
          <Suspense fallback={<Typography role="status">Loading charts...</Typography>}>
            <OverviewCharts stats={stats.data} />
          </Suspense>
        </>
      )}
    </>
  );
}
