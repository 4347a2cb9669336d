import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useGetOne, useNotify, useUpdate } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';

import { messages } from '@agency/contract';

import { resources, type TeamMemberRecord, type TeamMemberWrite } from '../providers/data-provider';
import { PageHeader } from '../ui/page-header';
import { DraftConflict, isDraftConflict } from '../ui/two-tools';
import { TeamForm } from './team-form';

/** /dashboard/edit-team/{id}: prefilled from the team list; back to the list after saving. */
export function TeamEdit() {
  const { id = '' } = useParams();
  const [update] = useUpdate<TeamMemberRecord>();
  const notify = useNotify();
  const navigate = useNavigate();
  const member = useGetOne<TeamMemberRecord>(resources.team, { id });

  // What a save sent when it met a newer panel draft: "Publish anyway" sends it again.
  const [conflict, setConflict] = useState<TeamMemberWrite>();
  const [publishing, setPublishing] = useState(false);

  const save = async (data: TeamMemberWrite, overwriteDraft = false) => {
    try {
      await update(resources.team, { id, data, previousData: member.data, meta: { overwriteDraft } }, { returnPromise: true });
    } catch (error) {
      if (isDraftConflict(error)) {
        setConflict(data);
        return;
      }
      notify(messages.teamUpdateFailed, { type: 'error' });
      throw error;
    }
    notify(messages.teamUpdated, { type: 'success' });
    navigate('/dashboard/team');
  };
  const publishAnyway = async () => {
    if (!conflict) return;
    setPublishing(true);
    await save(conflict, true).catch(() => undefined);
    setPublishing(false);
  };

  return (
    <>
      <PageHeader title="Edit Team Member" />
      {member.isPending ? (
        <Typography role="status">Loading team members...</Typography>
      ) : member.error || !member.data ? (
        <Typography role="alert" color="error">
          {messages.teamListFailed}
        </Typography>
      ) : (
        <TeamForm
          key={member.data.id}
          record={member.data}
          submitLabel="Update Team Member"
          busyLabel="Updating..."
          onSubmit={(data) => save(data)}
          notice={conflict && <DraftConflict collection="team-members" id={id} busy={publishing} onPublish={() => void publishAnyway()} />}
        />
      )}
    </>
  );
}
