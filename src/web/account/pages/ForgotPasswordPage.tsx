/** Forgot Password */
export default function ForgotPasswordPage() {
  return (
    <main className="container" style={{ padding: '48px 0' }}>
      <h1>Forgot Password</h1>
    </main>
  );
}
