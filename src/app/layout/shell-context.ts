import { createContext, useContext } from 'react';

/** Whether a page renders inside the app shell (which already provides the `main` landmark). */
export const InShellContext = createContext(false);

export function useInShell(): boolean {
  return useContext(InShellContext);
}
