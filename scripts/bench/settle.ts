/**
 * Waits until work queued by what ran before has drained: the health probe answers within 50 ms. Gives up after
 * `withinMs` (false), so a server that never recovers cannot hang a bench.
 */
export async function settle(baseUrl: string, withinMs = 120_000): Promise<boolean> {
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    const started = performance.now();
    const answered = await fetch(`${baseUrl}/rest/api/health/live`, {
      signal: AbortSignal.timeout(Math.max(1, deadline - Date.now())),
    }).then(
      (response) => response.ok,
      () => false,
    );
    if (answered && performance.now() - started < 50) return true;
    // A refused or failed probe comes back at once: do not spin on it.
    if (!answered) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}
