import Typography from '@mui/material/Typography';
import { useGetOne, useNotify, useUpdate } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';

import { messages } from '@agency/contract';

import { resources, type TeamMemberRecord, type TeamMemberWrite } from '../providers/data-provider';
import { PageHeader } from '../ui/page-header';
import { TeamForm } from './team-form';

/** /dashboard/edit-team/{id}: prefilled from the team list; back to the list after saving. */
export function TeamEdit() {
  const { id = '' } = useParams();
  const [update] = useUpdate<TeamMemberRecord>();
  const notify = useNotify();
  const navigate = useNavigate();
  const member = useGetOne<TeamMemberRecord>(resources.team, { id });

  const save = async (data: TeamMemberWrite) => {
    try {
      await update(resources.team, { id, data, previousData: member.data }, { returnPromise: true });
    } catch (error) {
      notify(messages.teamUpdateFailed, { type: 'error' });
      throw error;
    }
    notify(messages.teamUpdated, { type: 'success' });
    navigate('/dashboard/team');
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
        <TeamForm key={member.data.id} record={member.data} submitLabel="Update Team Member" busyLabel="Updating..." onSubmit={save} />
      )}
    </>
  );
}
