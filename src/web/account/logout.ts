import { endSession } from '../app/session';

/**
 * Logout: clears the stored session and selected template, then replaces the history entry so the back
 * button cannot return to a signed-in page.
 */
export function logout(navigate: (to: string, options: { replace: boolean }) => void): void {
  endSession({ logout: true });
  navigate('/login', { replace: true });
}
