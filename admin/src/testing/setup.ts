import { configure } from '@testing-library/react';

// The screens' queries and lazily loaded chunks can take more than Testing Library's 1 s on the
// shared two-core machine; waits still end as soon as the screen is ready.
configure({ asyncUtilTimeout: 5000 });
