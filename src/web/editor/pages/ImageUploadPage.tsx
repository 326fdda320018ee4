/** Upload Image */
export default function ImageUploadPage() {
  return (
    <main className="container" style={{ padding: '48px 0' }}>
      <h1>Upload Image</h1>
    </main>
  );
}
