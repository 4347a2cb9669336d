import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';

import { messages, storageKeys } from '@agency/contract';

import { NotificationBridge } from '../layout/notification-bridge';
import { ToastProvider } from '../layout/toast';
import type { DeliveryRecord, QueryDetailRecord, QueryNoteRecord, ThreadRecord } from '../providers/data-provider';
import { apiClient } from '../providers/http';
import { createQueryClient } from '../providers/query-client';
import { fakeDataProvider } from '../testing/data-provider';
import { queryRecord } from '../testing/query-records';
import { QueryDetailScreen } from './query-detail-screen';

const ann = { _id: 'u1', email: 'ann@agency.test' };
/** A token as Payload signs it, for the screens that read who is signed in (its signature is the server's business). */
const signedIn = (claims: { id: string; email: string }) => `header.${btoa(JSON.stringify({ ...claims, collection: 'users' }))}.signature`;
const note = (n: number, extra: Partial<QueryNoteRecord> = {}): QueryNoteRecord => ({
  id: `n${n}`,
  _id: `n${n}`,
  kind: 'note',
  text: `Note ${n}`,
  author: ann,
  from: null,
  attachments: [],
  createdAt: '2025-01-02T10:00:00.000Z',
  ...extra,
});
const detail = (extra: Partial<QueryDetailRecord> = {}): QueryDetailRecord => ({
  ...queryRecord(1, { message: 'Please edit my launch video.' }),
  notes: [note(1)],
  ...extra,
});
const delivery = (n: number, extra: Partial<DeliveryRecord> = {}): DeliveryRecord => ({
  id: `d${n}`,
  _id: `d${n}`,
  queryId: 'q1',
  kind: 'code',
  state: 'sent',
  attempts: 1,
  lastError: null,
  to: 'c1@example.com',
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:01.000Z',
  sentAt: '2025-01-01T00:00:01.000Z',
  ...extra,
});

/** The timeline the API answers for a query: its message, then its notes (as the tests' `getOne` holds them) and `changes`. */
const threadOf = (query: QueryDetailRecord, changes: ThreadRecord[] = []): ThreadRecord[] => [
  { id: query.id, _id: query.id, kind: 'message', at: query.createdAt, from: query.email, text: query.message },
  ...query.notes.map(({ _id, kind, createdAt, author, text, from, attachments }) => ({
    id: _id,
    _id,
    kind,
    at: createdAt,
    text,
    ...(author ? { author } : {}),
    ...(from ? { from } : {}),
    ...(kind === 'inbound' ? { attachments } : {}),
  })),
  ...changes,
];

/** `getManyReference` of the detail: the query's timeline (`query-notes`) and its mails (`deliveries`). */
const references =
  (thread: () => ThreadRecord[], mails: () => DeliveryRecord[] = () => []) =>
  async (resource: string) =>
    resource === 'query-notes' ? { data: thread(), total: thread().length } : { data: mails(), total: mails().length };

function renderScreen(provider: Parameters<typeof fakeDataProvider>[0]) {
  render(
    <MemoryRouter initialEntries={['/dashboard/query/q1']}>
      <ToastProvider>
        <AdminContext dataProvider={fakeDataProvider(provider)} store={memoryStore()} queryClient={createQueryClient()}>
          <Routes>
            <Route path="/dashboard/query/:id" element={<QueryDetailScreen />} />
          </Routes>
          <NotificationBridge />
        </AdminContext>
      </ToastProvider>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

const savedReplies = [{ id: 'r1', _id: 'r1', title: 'Which format', body: 'Hi {name}, which format do you need?', updatedAt: '2025-01-01T00:00:00.000Z' }];
// Staff accounts (the assignee choices) and saved replies (the reply box's menu).
const getList = vi.fn(async (resource: string) =>
  resource === 'saved-replies' ? { data: savedReplies, total: savedReplies.length } : { data: [{ id: 'u1', ...ann }], total: 1 },
);

describe('QueryDetailScreen', () => {
  it('shows the message, the contact, the notes and the mails of the query', async () => {
    const query = detail({ notes: [note(1), note(2, { kind: 'reply', text: 'We will do it.' })] });
    const answered: ThreadRecord = { id: 's1', _id: 's1', kind: 'status', at: '2025-01-02T10:00:01.000Z', author: ann, status: 'answered' };
    renderScreen({
      getOne: async () => ({ data: query }),
      getList,
      getManyReference: references(
        () => threadOf(query, [answered]),
        () => [delivery(1, { state: 'failed', lastError: 'Connection refused', attempts: 5, sentAt: null })],
      ),
    });
    expect(await screen.findByRole('heading', { name: 'Query from Customer 1' })).toBeInTheDocument();
    expect(screen.getByText('Please edit my launch video.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'c1@example.com' })).toHaveAttribute('href', 'mailto:c1@example.com');
    // One timeline (the detail read its notes from the query until the thread): the message, the note, the reply, the change it made.
    const log = await screen.findByRole('list', { name: 'Conversation' });
    expect(within(log).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining('Query received'),
      expect.stringContaining('Note 1'),
      expect.stringContaining('We will do it.'),
      expect.stringContaining('ann@agency.test set the status to Answered'),
    ]);
    const row = (await screen.findByText('Connection refused')).closest('tr')!;
    expect(row).toHaveTextContent('Code mail');
    expect(row).toHaveTextContent('Failed');
    expect(within(row).getByRole('button', { name: 'Retry code mail to c1@example.com' })).toBeInTheDocument();
  });

  it("shows a visitor's answer by mail with its sender, and downloads its file with the staff token", async () => {
    const file = { _id: 'a1', name: 'storyboard.pdf', size: 48_000, contentType: 'application/pdf' };
    const answer = note(2, { kind: 'inbound', author: null, from: 'c1@example.com', text: 'MP4, please.', attachments: [file] });
    const fetched = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () => new Response('%PDF', { headers: { 'Content-Disposition': 'attachment; filename="storyboard.pdf"' } }));
    // jsdom cannot follow the download link the browser would save from.
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    URL.createObjectURL = vi.fn(() => 'blob:file');
    URL.revokeObjectURL = vi.fn();
    localStorage.setItem(storageKeys.accessToken, 'staff-token');
    try {
      const query = detail({ notes: [note(1), answer] });
      const user = renderScreen({ getOne: async () => ({ data: query }), getList, getManyReference: references(() => threadOf(query)) });
      const item = within(await screen.findByRole('list', { name: 'Conversation' })).getAllByRole('listitem')[2]!;
      expect(item).toHaveTextContent('Visitor');
      expect(item).toHaveTextContent('c1@example.com');
      expect(item).toHaveTextContent('MP4, please.');
      await user.click(within(item).getByRole('button', { name: /storyboard\.pdf\s*47 KB/ }));
      // The screen's presence heartbeat fetches too: the download is the call for the file.
      const download = () => fetched.mock.calls.find(([url]) => String(url).includes('/attachments/'));
      await waitFor(() => expect(download()).toBeDefined());
      const [url, init] = download()!;
      expect(String(url)).toBe('/api/v1/query/q1/attachments/a1');
      expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer staff-token');
      await waitFor(() => expect(clicked).toHaveBeenCalled());
    } finally {
      fetched.mockRestore();
      clicked.mockRestore();
      localStorage.removeItem(storageKeys.accessToken);
    }
  });

  it('changes the status and the assignee, each saved at once', async () => {
    const update = vi.fn(async (_resource: string, params: { data: object }) => ({ data: { ...detail(), ...params.data } }));
    const user = renderScreen({ getOne: async () => ({ data: detail() }), getList, getManyReference: references(() => threadOf(detail())), update });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Status' }), 'In progress');
    await waitFor(() => expect(update).toHaveBeenCalledWith('query', expect.objectContaining({ id: 'q1', data: { status: 'in-progress' } })));
    expect(await screen.findByText(messages.queryUpdated)).toBeInTheDocument();
    await screen.findByRole('option', { name: 'ann@agency.test' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Assignee' }), 'ann@agency.test');
    await waitFor(() => expect(update).toHaveBeenLastCalledWith('query', expect.objectContaining({ data: { assignee: ann } })));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Assignee' })).toHaveValue('u1'));
  });

  it('adds a note, and sends a reply that shows in the log and in the mails', async () => {
    let current = detail();
    let mails: DeliveryRecord[] = [];
    const create = vi.fn(async (_resource: string, { data }: { data: { text: string; kind: 'note' | 'reply' } }) => {
      const added = note(current.notes.length + 1, { text: data.text, kind: data.kind });
      current = { ...current, notes: [...current.notes, added], ...(data.kind === 'reply' ? { status: 'answered' as const } : {}) };
      if (data.kind === 'reply') mails = [delivery(9, { kind: 'reply', state: 'queued', sentAt: null })];
      return { data: added };
    });
    const user = renderScreen({ getOne: async () => ({ data: current }), getList, getManyReference: references(() => threadOf(current), () => mails), create });
    const noteBox = await screen.findByRole('textbox', { name: 'Add a note' });
    expect(screen.getByRole('button', { name: 'Add note' })).toBeDisabled();
    await user.type(noteBox, '  Called back, waiting for files  ');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith('query-notes', expect.objectContaining({ data: { queryId: 'q1', text: 'Called back, waiting for files', kind: 'note' } })),
    );
    expect(await within(screen.getByRole('list', { name: 'Conversation' })).findByText('Called back, waiting for files')).toBeInTheDocument();
    expect(noteBox).toHaveValue('');

    await user.type(screen.getByRole('textbox', { name: 'Reply to c1@example.com' }), 'Your video is ready.');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText(messages.replyQueued)).toBeInTheDocument();
    expect(await within(screen.getByRole('list', { name: 'Conversation' })).findByText('Your video is ready.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('answered'));
    expect((await screen.findByText('Reply', { selector: 'td' })).closest('tr')).toHaveTextContent('Queued');
  });

  it('puts a saved reply into the reply box after what is there, placeholders as written, and sends it', async () => {
    const create = vi.fn(async (_resource: string, { data }: { data: { text: string; kind: 'note' | 'reply' } }) => ({ data: note(9, { text: data.text, kind: data.kind }) }));
    const user = renderScreen({ getOne: async () => ({ data: detail() }), getList, getManyReference: references(() => threadOf(detail())), create });
    const box = await screen.findByRole('textbox', { name: 'Reply to c1@example.com' });
    await user.type(box, 'Thanks for the files.');
    await user.click(screen.getByRole('button', { name: 'Saved replies' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Which format' }));
    expect(box).toHaveValue('Thanks for the files.\n\nHi {name}, which format do you need?');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith('query-notes', expect.objectContaining({ data: { queryId: 'q1', kind: 'reply', text: 'Thanks for the files.\n\nHi {name}, which format do you need?' } })),
    );
  });

  it('asks before sending a reply when a colleague replied after the draft began, and sends it only when told to', async () => {
    localStorage.setItem(storageKeys.accessToken, signedIn({ id: 'u9', email: 'me@agency.test' }));
    try {
      let current = detail();
      const create = vi.fn(async (_resource: string, { data }: { data: { text: string; kind: 'note' | 'reply' } }) => {
        const added = note(current.notes.length + 10, { text: data.text, kind: data.kind, author: { _id: 'u9', email: 'me@agency.test' } });
        current = { ...current, notes: [...current.notes, added] };
        return { data: added };
      });
      const user = renderScreen({ getOne: async () => ({ data: current }), getList, getManyReference: references(() => threadOf(current)), create });
      const box = await screen.findByRole('textbox', { name: 'Reply to c1@example.com' });
      await user.type(box, 'Your video is ready.');
      // Meanwhile Bob answers the visitor; the conversation shows it once it is read again (a note of mine does that here).
      current = { ...current, notes: [...current.notes, note(5, { kind: 'reply', text: 'Bob’s answer', author: { _id: 'u2', email: 'bob@agency.test' } })] };
      await user.type(screen.getByRole('textbox', { name: 'Add a note' }), 'Checking the export');
      await user.click(screen.getByRole('button', { name: 'Add note' }));
      expect(await within(screen.getByRole('list', { name: 'Conversation' })).findByText('Bob’s answer')).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Send reply' }));
      const dialog = await screen.findByRole('dialog', { name: 'Someone else replied' });
      expect(dialog).toHaveTextContent('bob@agency.test replied to this query after you started your reply. Send yours anyway?');
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(create).not.toHaveBeenCalledWith('query-notes', expect.objectContaining({ data: expect.objectContaining({ kind: 'reply' }) }));
      expect(box).toHaveValue('Your video is ready.');

      await user.click(screen.getByRole('button', { name: 'Send reply' }));
      await user.click(within(await screen.findByRole('dialog', { name: 'Someone else replied' })).getByRole('button', { name: 'Send anyway' }));
      await waitFor(() =>
        expect(create).toHaveBeenCalledWith('query-notes', expect.objectContaining({ data: { queryId: 'q1', kind: 'reply', text: 'Your video is ready.' } })),
      );
      expect(await screen.findByText(messages.replyQueued)).toBeInTheDocument();
    } finally {
      localStorage.removeItem(storageKeys.accessToken);
    }
  });

  it('shows who else views the query, from its heartbeat, and leaves when the screen closes', async () => {
    localStorage.setItem(storageKeys.accessToken, signedIn({ id: 'u9', email: 'me@agency.test' }));
    const call = vi.spyOn(apiClient, 'call').mockImplementation((async (endpoint: { path: string; method: string }) => {
      if (endpoint.path === '/query/:id/presence' && endpoint.method === 'POST')
        return { message: '', data: { queryId: 'q1', viewers: [{ _id: 'u2', email: 'bob@agency.test' }, { _id: 'u9', email: 'me@agency.test' }] } };
      return { message: '', data: { queryId: 'q1', viewers: [] } };
    }) as never);
    try {
      renderScreen({ getOne: async () => ({ data: detail() }), getList, getManyReference: references(() => threadOf(detail())) });
      expect(await screen.findByText('Also viewing: bob@agency.test')).toBeInTheDocument();
      expect(call).toHaveBeenCalledWith(expect.objectContaining({ path: '/query/:id/presence', method: 'POST' }), { params: { id: 'q1' } });
      cleanup();
      expect(call).toHaveBeenCalledWith(expect.objectContaining({ path: '/query/:id/presence', method: 'DELETE' }), { params: { id: 'q1' }, keepalive: true });
    } finally {
      call.mockRestore();
      localStorage.removeItem(storageKeys.accessToken);
    }
  });

  it('queues a failed mail again', async () => {
    const failed = delivery(1, { state: 'failed', lastError: 'Connection refused', sentAt: null });
    const update = vi.fn(async () => ({ data: { ...failed, state: 'queued' } }));
    const user = renderScreen({ getOne: async () => ({ data: detail() }), getList, getManyReference: references(() => threadOf(detail()), () => [failed]), update });
    await user.click(await screen.findByRole('button', { name: 'Retry code mail to c1@example.com' }));
    await waitFor(() => expect(update).toHaveBeenCalledWith('deliveries', expect.objectContaining({ id: 'd1', previousData: failed })));
    expect(await screen.findByText(messages.deliveryRetried)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Retry/ })).toBeNull());
  });
});
