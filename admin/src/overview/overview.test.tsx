import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore, testDataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';

import type { Stats } from '@agency/contract';

import type { StatsRange } from '../providers/data-provider';
import { createQueryClient } from '../providers/query-client';
import { formatHours, formatMinutes, formatMs, formatRate, formatSeconds, lastWeeks, weekOf } from './figures';
import { Overview } from './overview';

const stats: Stats = {
  range: { from: '2025-01-06T00:00:00.000Z', to: '2025-01-20T00:00:00.000Z' },
  queriesPerWeek: [
    { week: '2025-01-06', count: 4 },
    { week: '2025-01-13', count: 7 },
  ],
  verificationRate: 0.8125,
  medianVerifyMinutes: 3.5,
  openByStatus: { new: 3, 'in-progress': 2, answered: 1 },
  openByAssignee: [
    { assignee: { _id: 'u1', email: 'ann@agency.test' }, count: 4 },
    { assignee: null, count: 2 },
  ],
  codeMailLatencyMs: { p50: 850, p95: 2400 },
  failedDeliveries: 2,
  unanswered: 5,
  overdue: 2,
  firstResponse: { median: 5400, p90: 30_000 },
  responseTargetHours: 24,
};

function renderOverview(getStats: (range: StatsRange) => Promise<Stats>) {
  render(
    <MemoryRouter initialEntries={['/dashboard']}>
      <AdminContext dataProvider={{ ...testDataProvider(), getStats }} store={memoryStore()} queryClient={createQueryClient()}>
        <Overview />
      </AdminContext>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

describe('Overview', () => {
  it('shows the owner’s numbers first: unanswered, overdue, first response and queries this week, each waiting count a link to its list', async () => {
    const thisWeek = weekOf(new Date().toISOString().slice(0, 10));
    const getStats = vi.fn(async () => ({ ...stats, queriesPerWeek: [{ week: '2025-01-06', count: 4 }, { week: thisWeek, count: 9 }] }));
    renderOverview(getStats);
    const unanswered = await screen.findByRole('region', { name: 'Unanswered' }, { timeout: 10_000 });
    const regions = screen.getAllByRole('region').map((region) => region.getAttribute('aria-label'));
    expect(regions.slice(0, 4)).toEqual(['Unanswered', 'Overdue', 'First response', 'Queries this week']);
    expect(within(unanswered).getByText('5')).toBeInTheDocument();
    expect(within(unanswered).getByRole('link', { name: 'waiting for a reply now' })).toHaveAttribute('href', '/dashboard/query?waiting=unanswered');
    const overdue = screen.getByRole('region', { name: 'Overdue' });
    expect(within(overdue).getByText('2')).toBeInTheDocument();
    expect(within(overdue).getByRole('link', { name: 'waiting over 24 h' })).toHaveAttribute('href', '/dashboard/query?waiting=overdue');
    const first = screen.getByRole('region', { name: 'First response' });
    expect(within(first).getByText('1 h 30 min')).toBeInTheDocument();
    expect(within(first).getByText(/p90 8 h 20 min/)).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Queries this week' })).getByText('9')).toBeInTheDocument();
    // The mail figures come after, under their own heading.
    const mail = screen.getByRole('heading', { name: 'Verification and mail' });
    expect(mail.compareDocumentPosition(screen.getByRole('region', { name: 'Code mail latency p50' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(unanswered.compareDocumentPosition(mail) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('names a past range’s last week by its Monday, not “this week”', async () => {
    renderOverview(vi.fn(async () => stats));
    expect(await screen.findByRole('region', { name: 'Queries in the week of 2025-01-13' }, { timeout: 10_000 })).toHaveTextContent('7');
  });

  it('keeps the welcome line and shows the figures of the last 12 weeks, each chart also as a table', async () => {
    const getStats = vi.fn(async () => stats);
    renderOverview(getStats);
    expect(screen.getByRole('heading', { name: 'Welcome to Dashboard' })).toBeInTheDocument();
    expect(getStats).toHaveBeenCalledWith(lastWeeks(12), expect.anything());
    expect(within(await screen.findByRole('region', { name: 'Verification rate' }, { timeout: 10_000 })).getByText('81.3%')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Median time to verification' })).getByText('3.5 min')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Code mail latency p50' })).getByText('850 ms')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Code mail latency p95' })).getByText('2.4 s')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Failed deliveries' })).getByText('2')).toBeInTheDocument();

    // The charts are their own chunk: loading it may take a while on a busy machine.
    const weeks = await screen.findByRole('table', { name: 'New queries per week' }, { timeout: 10_000 });
    expect(within(weeks).getAllByRole('row').map((row) => row.textContent)).toEqual(['Week ofQueries', '2025-01-064', '2025-01-137']);
    const byStatus = screen.getByRole('table', { name: 'Open queries by status' });
    expect(within(byStatus).getAllByRole('row').map((row) => row.textContent)).toEqual(['StatusQueries', 'New3', 'In progress2', 'Answered1']);
    const byAssignee = screen.getByRole('table', { name: 'Open queries by assignee' });
    expect(within(byAssignee).getAllByRole('row').map((row) => row.textContent)).toEqual(['AssigneeQueries', 'ann@agency.test4', 'Unassigned2']);
  });

  it('asks again for a chosen range, and refuses a start after the end', async () => {
    const getStats = vi.fn(async () => stats);
    const user = renderOverview(getStats);
    await screen.findByRole('region', { name: 'Verification rate' }, { timeout: 10_000 });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Quick range' }), 'Last 4 weeks');
    await waitFor(() => expect(getStats).toHaveBeenLastCalledWith(lastWeeks(4), expect.anything()));

    const from = screen.getByLabelText('From');
    await user.clear(from);
    await user.type(from, '2099-01-01');
    expect(await screen.findByText('Choose a start day on or before the end day.')).toBeInTheDocument();
  });
});

describe('overview figures', () => {
  it('reads rates, minutes and milliseconds, and shows a dash without a figure', () => {
    expect(formatRate(0.5)).toBe('50%');
    expect(formatRate(null)).toBe('—');
    expect(formatMinutes(0.5)).toBe('30 s');
    expect(formatMinutes(125)).toBe('2 h 5 min');
    expect(formatMs(999)).toBe('999 ms');
    expect(formatMs(null)).toBe('—');
    expect(lastWeeks(1, new Date('2025-01-14T12:00:00Z'))).toEqual({ from: '2025-01-08', to: '2025-01-14' });
    expect(formatSeconds(42)).toBe('42 s');
    expect(formatSeconds(null)).toBe('—');
    expect(formatHours(24)).toBe('24 h');
    expect(formatHours(72)).toBe('3 days');
    expect(weekOf('2025-01-19')).toBe('2025-01-13');
    expect(weekOf('2025-01-13')).toBe('2025-01-13');
  });
});
