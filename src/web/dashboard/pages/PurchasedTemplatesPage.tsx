/** Templetes */
export default function PurchasedTemplatesPage() {
  return (
    <main className="container" style={{ padding: '48px 0' }}>
      <h1>Templetes</h1>
    </main>
  );
}
