/** Recent Blog Post */
export default function BlogListPage() {
  return (
    <main className="container" style={{ padding: '48px 0' }}>
      <h1>Recent Blog Post</h1>
    </main>
  );
}
