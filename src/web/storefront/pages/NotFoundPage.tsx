/** Page not found */
export default function NotFoundPage() {
  return (
    <main className="container" style={{ padding: '48px 0' }}>
      <h1>Page not found</h1>
    </main>
  );
}
