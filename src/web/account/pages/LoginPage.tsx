/** Login */
export default function LoginPage() {
  return (
    <main className="container" style={{ padding: '48px 0' }}>
      <h1>Login</h1>
    </main>
  );
}
