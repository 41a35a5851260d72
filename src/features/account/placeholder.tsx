export function AccountPage({ slug }: { slug: string }) {
  return <main>Account {slug}</main>;
}
