/** Sign Up */
export default function SignupPage() {
  return (
    <main className="container" style={{ padding: '48px 0' }}>
      <h1>Sign Up</h1>
    </main>
  );
}
