/** Templates */
export default function CataloguePage() {
  return (
    <main className="container" style={{ padding: '48px 0' }}>
      <h1>Templates</h1>
    </main>
  );
}
