/** Cart */
export default function CartPage() {
  return (
    <main className="container" style={{ padding: '48px 0' }}>
      <h1>Cart</h1>
    </main>
  );
}
