import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { ReactNode } from 'react';

import { queryStatuses, queryWaitingFilters, type QueryStatus } from '@agency/contract';

import type { QueryWaiting, StaffUserRecord } from '../providers/data-provider';
import { isQueryStatus, statusLabels } from './query-status';

/** What both selects leave to their screen: size, width, focus handlers. */
type Passed = Omit<TextFieldProps, 'select' | 'label' | 'value' | 'onChange' | 'children' | 'slotProps'>;

/** A choice listed before the statuses or the staff: its value and its text. */
export type Choice = readonly [value: string, label: string];

function WorkflowSelect({
  label,
  value,
  onChange,
  children,
  ...rest
}: Passed & { label: string; value: string; onChange: (value: string) => void; children: ReactNode }) {
  return (
    <TextField
      {...rest}
      select
      label={label}
      size="small"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      // Shrunk: a native select shows its first choice even when the value is empty.
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {children}
    </TextField>
  );
}

const options = (choices: readonly Choice[]) =>
  choices.map(([value, text]) => (
    <option key={value} value={value}>
      {text}
    </option>
  ));

interface StatusSelectProps extends Passed {
  /** The status shown; '' for the `any` choice. */
  value: QueryStatus | '';
  onChange: (status: QueryStatus | undefined) => void;
  /** A first choice meaning "no status chosen" (a filter's "All statuses"); none in a form. */
  any?: string;
}

/** The workflow's status, as a filter or as the query's own. */
export function StatusSelect({ value, onChange, any, ...rest }: StatusSelectProps) {
  return (
    <WorkflowSelect {...rest} label="Status" value={value} onChange={(chosen) => onChange(isQueryStatus(chosen) ? chosen : undefined)}>
      {options([
        ...(any === undefined ? [] : [['', any] as const]),
        ...queryStatuses.map((status) => [status, statusLabels[status]] as const),
      ])}
    </WorkflowSelect>
  );
}

const waitingLabels: Record<QueryWaiting, string> = { unanswered: 'Waiting for a reply', overdue: 'Overdue' };

/** The list's filter on queries waiting for a staff reply: any query, those waiting, or those past the response target. */
export function WaitingSelect({ value, onChange, ...rest }: Passed & { value: QueryWaiting | ''; onChange: (waiting: QueryWaiting | undefined) => void }) {
  return (
    <WorkflowSelect
      {...rest}
      label="Reply"
      value={value}
      onChange={(chosen) => onChange((queryWaitingFilters as readonly string[]).includes(chosen) ? (chosen as QueryWaiting) : undefined)}
    >
      {options([['', 'Any'], ...queryWaitingFilters.map((waiting) => [waiting, waitingLabels[waiting]] as const)])}
    </WorkflowSelect>
  );
}

interface AssigneeSelectProps extends Passed {
  value: string;
  onChange: (value: string) => void;
  /** The staff accounts to choose from, once read. */
  staff: readonly StaffUserRecord[] | undefined;
  /** Choices before the staff accounts (e.g. "Anyone", "Unassigned"). */
  choices: readonly Choice[];
  /** An account listed even before the staff list has loaded (the query's assignee). */
  current?: { _id: string; email: string } | null;
}

/** A staff account to assign, or to filter by. */
export function AssigneeSelect({ value, onChange, staff, choices, current, ...rest }: AssigneeSelectProps) {
  const accounts: Choice[] = (staff ?? []).map((user) => [user.id, user.email]);
  if (current && !accounts.some(([id]) => id === current._id)) accounts.unshift([current._id, current.email]);
  return (
    <WorkflowSelect {...rest} label="Assignee" value={value} onChange={onChange}>
      {options([...choices, ...accounts])}
    </WorkflowSelect>
  );
}
