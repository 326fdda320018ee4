/** Payment */
export default function PaymentPage() {
  return (
    <main className="container" style={{ padding: '48px 0' }}>
      <h1>Payment</h1>
    </main>
  );
}
