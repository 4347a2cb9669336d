import type { User } from '../../payload-types';

export const toUser = (doc: Pick<User, 'id' | 'email'>) => ({ _id: doc.id, email: doc.email });
