import { useCreate, useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';

import { messages } from '@agency/contract';

import { resources, type TeamMemberRecord, type TeamMemberWrite } from '../providers/data-provider';
import { ApiRequestError, failureMessage } from '../providers/http';
import { PageHeader } from '../ui/page-header';
import { TeamForm } from './team-form';

/** /dashboard/add-team */
export function TeamCreate() {
  const [create] = useCreate<TeamMemberWrite, unknown, TeamMemberRecord>();
  const notify = useNotify();
  const navigate = useNavigate();

  const save = async (data: TeamMemberWrite) => {
    try {
      await create(resources.team, { data }, { returnPromise: true });
    } catch (error) {
      // A 2xx answer without `success` throws its own message (data provider); HTTP failures carry the server's.
      const message = error instanceof ApiRequestError || !(error instanceof Error) ? failureMessage(error, messages.teamCreateFailed) : error.message;
      notify(message, { type: 'error' });
      throw error;
    }
    notify(messages.teamCreated, { type: 'success' });
    navigate('/dashboard/team');
  };

  return (
    <>
      <PageHeader title="Create Team Member" />
      <TeamForm submitLabel="Create Team Member" busyLabel="Creating..." onSubmit={save} />
    </>
  );
}
