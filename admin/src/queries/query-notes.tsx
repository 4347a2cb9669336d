import AttachFileIcon from '@mui/icons-material/AttachFile';
import SendIcon from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState, type ReactNode } from 'react';
import { useCreate, useGetList, useNotify } from 'react-admin';

import { endpoints, limits, messages, type QueryAttachment } from '@agency/contract';

import { inboxResources, wholeList, type QueryDetailRecord, type QueryNoteRecord, type QueryNoteWrite, type SavedReplyRecord, type ThreadRecord } from '../providers/data-provider';
import { downloadFile, failureMessage } from '../providers/http';
import { tokenIdentity } from '../providers/live-events';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { formatTime } from '../ui/format-time';
import { statusLabels } from './query-status';

interface QueryNotesProps {
  record: QueryDetailRecord;
  /** The query's timeline, oldest first; undefined while it loads. */
  entries: ThreadRecord[] | undefined;
  /** Why the timeline could not be read. */
  error?: unknown;
  /** A note or a reply was recorded: the query (its status) and its timeline are read again. */
  onChanged: () => void;
  /** A reply was queued: its mail joins the deliveries. */
  onReplied: () => void;
}

/**
 * The saved replies, a menu beside the reply button: the one chosen goes into the box (after what
 * is there). Its placeholders stay as written; the server fills them when it sends.
 */
function SavedReplyMenu({ onInsert }: { onInsert: (body: string) => void }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const saved = useGetList<SavedReplyRecord>(inboxResources.savedReplies, wholeList);
  const close = () => setAnchor(null);
  return (
    <>
      <Button aria-haspopup="menu" aria-expanded={anchor ? 'true' : undefined} onClick={(event) => setAnchor(event.currentTarget)}>
        Saved replies
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        {saved.error ? (
          <MenuItem disabled>{failureMessage(saved.error, messages.savedRepliesFailed, messages.somethingWrongRetry)}</MenuItem>
        ) : saved.isPending ? (
          <MenuItem disabled>Loading...</MenuItem>
        ) : saved.data?.length ? (
          saved.data.map((each) => (
            <MenuItem
              key={each.id}
              onClick={() => {
                onInsert(each.body);
                close();
              }}
            >
              {each.title}
            </MenuItem>
          ))
        ) : (
          <MenuItem disabled>No saved replies yet</MenuItem>
        )}
      </Menu>
    </>
  );
}

/** One box and its button: the text is kept until the server has taken it. `tools` get a way to add text to the box. */
function Composer({
  label,
  button,
  busyLabel,
  busy,
  onSend,
  tools,
  onStart,
}: {
  label: string;
  button: string;
  busyLabel: string;
  busy: boolean;
  onSend: (text: string, done: () => void) => void;
  tools?: (insert: (text: string) => void) => ReactNode;
  /** The box went from empty to written in: a draft begins. */
  onStart?: () => void;
}) {
  const [text, setText] = useState('');
  const change = (next: string) => {
    if (!text.trim() && next.trim()) onStart?.();
    setText(next);
  };
  const insert = (added: string) => change(text.trim() ? `${text.trimEnd()}\n\n${added}` : added);
  const blank = text.trim() === '';
  return (
    <Box
      component="form"
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        if (!blank) onSend(text.trim(), () => setText(''));
      }}
      sx={{ display: 'grid', gap: 1, mt: 2 }}
    >
      <TextField label={label} value={text} onChange={(event) => change(event.target.value)} multiline minRows={3} slotProps={{ htmlInput: { maxLength: limits.longTextMax } }} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button type="submit" variant="contained" disabled={blank || busy} startIcon={button === 'Send reply' ? <SendIcon /> : undefined}>
          {busy ? busyLabel : button}
        </Button>
        {tools?.(insert)}
      </Box>
    </Box>
  );
}

const kindLabels: Record<QueryNoteRecord['kind'], string> = { note: 'Note', reply: 'Reply', inbound: 'Visitor' };
const kindBackgrounds: Record<QueryNoteRecord['kind'], string> = { note: 'grey.100', reply: '#eef2ff', inbound: '#ecfdf5' };

/** A workflow entry in words: who did what. */
function changeOf(entry: ThreadRecord): string {
  const who = entry.author?.email;
  if (entry.kind === 'message') return 'Query received';
  if (entry.kind === 'status') {
    const status = statusLabels[entry.status ?? 'new'];
    return who ? `${who} set the status to ${status}` : `Status set to ${status} by the visitor's answer`;
  }
  if (entry.assignee) return `${who ?? 'The system'} assigned it to ${entry.assignee.email}`;
  return `${who ?? 'The system'} released it`;
}

/** One message of the conversation: a note, a reply or the visitor's answer, with its files. */
function Message({ entry, record }: { entry: ThreadRecord & { kind: QueryNoteRecord['kind'] }; record: QueryDetailRecord }) {
  return (
    <Box component="li" sx={{ p: 1.5, borderRadius: 1, bgcolor: kindBackgrounds[entry.kind], minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 0.5 }}>
        <Chip size="small" label={kindLabels[entry.kind]} variant="outlined" />
        <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {entry.kind === 'inbound' ? (entry.from ?? record.email) : (entry.author?.email ?? 'Former staff member')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {formatTime(entry.at)}
        </Typography>
      </Box>
      <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{entry.text}</Typography>
      <Attachments queryId={record.id} files={entry.attachments ?? []} />
    </Box>
  );
}

const isMessage = (entry: ThreadRecord): entry is ThreadRecord & { kind: QueryNoteRecord['kind'] } =>
  entry.kind === 'note' || entry.kind === 'reply' || entry.kind === 'inbound';

const fileSize = (bytes: number) =>
  bytes < 1024 ? `${bytes} B` : bytes < 1024 * 1024 ? `${Math.round(bytes / 1024)} KB` : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

/** The files of a visitor's answer, each a button that downloads it with the staff token. */
function Attachments({ queryId, files }: { queryId: string; files: QueryAttachment[] }) {
  const notify = useNotify();
  if (!files.length) return null;
  const download = (file: QueryAttachment) =>
    downloadFile(endpoints.queries.attachment.href({ id: queryId, attachmentId: file._id }), {}, file.name).catch((error: unknown) =>
      notify(failureMessage(error, messages.attachmentFailed, messages.somethingWrongRetry), { type: 'error' }),
    );
  return (
    <Box component="ul" aria-label="Attachments" sx={{ listStyle: 'none', m: 0, mt: 1, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {files.map((file) => (
        <li key={file._id}>
          <Button size="small" variant="outlined" startIcon={<AttachFileIcon />} onClick={() => void download(file)} sx={{ textTransform: 'none', maxWidth: '100%' }}>
            <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
              {file.name}
            </Box>
            <Box component="span" sx={{ ml: 1, color: 'text.secondary', flexShrink: 0 }}>
              {fileSize(file.size)}
            </Box>
          </Button>
        </li>
      ))}
    </Box>
  );
}

/**
 * The query's one timeline (its receipt, staff notes, the replies mailed to the visitor, the
 * visitor's answers by mail with their files, and who changed its status or assignee), a box to
 * add a note and one to reply.
 */
export function QueryNotes({ record, entries, error, onChanged, onReplied }: QueryNotesProps) {
  const notify = useNotify();
  const [createNote, { isPending: addingNote }] = useCreate<QueryNoteRecord>();
  const [createReply, { isPending: replying }] = useCreate<QueryNoteRecord>();

  // The replies there were when this reply's draft began: one sent by a colleague since is asked about first.
  const [draftSaw, setDraftSaw] = useState<ReadonlySet<string>>(new Set());
  const [confirming, setConfirming] = useState<{ text: string; done: () => void; by: string[] } | undefined>();
  const replyIds = () => new Set((entries ?? []).filter((entry) => entry.kind === 'reply').map((entry) => entry.id));
  const sendReply = (text: string, done: () => void) => {
    const me = tokenIdentity();
    const newer = (entries ?? []).filter((entry) => entry.kind === 'reply' && !draftSaw.has(entry.id) && entry.author?._id !== me?._id);
    if (newer.length) setConfirming({ text, done, by: [...new Set(newer.map((entry) => entry.author?.email ?? 'A colleague'))] });
    else add('reply', text, done);
  };

  const add = (kind: QueryNoteWrite['kind'], text: string, done: () => void) => {
    const data: QueryNoteWrite = { queryId: record.id, text, kind };
    const create = kind === 'reply' ? createReply : createNote;
    create(
      inboxResources.notes,
      { data },
      {
        onSuccess: () => {
          done();
          notify(kind === 'reply' ? messages.replyQueued : messages.noteAdded, { type: 'success' });
          onChanged();
          if (kind === 'reply') onReplied();
        },
        onError: (error) =>
          notify(failureMessage(error, kind === 'reply' ? messages.replyFailed : messages.noteAddFailed, messages.somethingWrongRetry), { type: 'error' }),
      },
    );
  };

  return (
    <>
      {error ? (
        <Typography role="alert" color="error">
          {failureMessage(error, messages.threadFailed, messages.somethingWrongRetry)}
        </Typography>
      ) : entries === undefined ? (
        <Typography role="status">Loading the conversation...</Typography>
      ) : (
        <Box component="ol" aria-label="Conversation" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
          {entries.map((entry) =>
            isMessage(entry) ? (
              <Message key={entry.id} entry={entry} record={record} />
            ) : (
              <Box component="li" key={entry.id} sx={{ px: 1.5, display: 'flex', flexWrap: 'wrap', gap: 1, color: 'text.secondary' }}>
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {changeOf(entry)}
                </Typography>
                <Typography variant="body2">· {formatTime(entry.at)}</Typography>
              </Box>
            ),
          )}
        </Box>
      )}
      <Composer label="Add a note" button="Add note" busyLabel="Adding..." busy={addingNote} onSend={(text, done) => add('note', text, done)} />
      <Composer
        label={`Reply to ${record.email}`}
        button="Send reply"
        busyLabel="Sending..."
        busy={replying}
        onSend={sendReply}
        onStart={() => setDraftSaw(replyIds())}
        tools={(insert) => <SavedReplyMenu onInsert={insert} />}
      />
      <ConfirmDialog
        open={Boolean(confirming)}
        title="Someone else replied"
        text={`${confirming?.by.join(', ') ?? ''} replied to this query after you started your reply. Send yours anyway?`}
        confirmLabel="Send anyway"
        onCancel={() => setConfirming(undefined)}
        onConfirm={() => {
          if (!confirming) return;
          setDraftSaw(replyIds());
          add('reply', confirming.text, confirming.done);
          setConfirming(undefined);
        }}
      />
    </>
  );
}
