/** User Input Form */
export default function UserInputPage() {
  return (
    <main className="container" style={{ padding: '48px 0' }}>
      <h1>User Input Form</h1>
    </main>
  );
}
