/** Preview */
export default function TemplatePreviewPage() {
  return (
    <main className="container" style={{ padding: '48px 0' }}>
      <h1>Preview</h1>
    </main>
  );
}
