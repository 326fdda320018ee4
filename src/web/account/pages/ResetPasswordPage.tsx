/** Reset Password */
export default function ResetPasswordPage() {
  return (
    <main className="container" style={{ padding: '48px 0' }}>
      <h1>Reset Password</h1>
    </main>
  );
}
