/** Blog */
export default function BlogPostPage() {
  return (
    <main className="container" style={{ padding: '48px 0' }}>
      <h1>Blog</h1>
    </main>
  );
}
