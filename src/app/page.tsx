export default function HomePage() {
  return <main>viaBOVAG</main>;
}
