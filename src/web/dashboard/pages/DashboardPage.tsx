/** Dashboard */
export default function DashboardPage() {
  return (
    <main className="container" style={{ padding: '48px 0' }}>
      <h1>Dashboard</h1>
    </main>
  );
}
