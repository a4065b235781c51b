// React 19 has useSyncExternalStore built in; the CJS shim package would load the workspace root's React 18.
export { useSyncExternalStore } from 'react';
