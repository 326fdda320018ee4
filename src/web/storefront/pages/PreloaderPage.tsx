/** Loading */
export default function PreloaderPage() {
  return (
    <main className="container" style={{ padding: '48px 0' }}>
      <h1>Loading</h1>
    </main>
  );
}
