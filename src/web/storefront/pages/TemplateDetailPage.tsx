/** Template */
export default function TemplateDetailPage() {
  return (
    <main className="container" style={{ padding: '48px 0' }}>
      <h1>Template</h1>
    </main>
  );
}
