import type { HeadFC } from "gatsby"

/**
 * An ordinary short page of plain Gatsby: a heading and a few paragraphs, no styles, no images, no plugins.
 * The benchmark compares every route of the site with this page's figures measured in the same run.
 */
export default function ReferencePage() {
  return (
    <main>
      <h1>Seguridad industrial para cada planta</h1>
      <p>
        Vigía Seguridad Industrial acompaña a las empresas que cuidan a quienes trabajan en plantas, obras y depósitos.
        Vendemos y alquilamos equipos de detección de gases, de control de alcohol y drogas, de protección respiratoria
        y de protección personal, con los accesorios y consumibles que cada uno necesita, y los enviamos a todo el país.
      </p>
      <p>
        Un detector que no está calibrado no protege a nadie. Recomendamos calibrar cada seis meses y hacer una prueba
        de respuesta antes de cada uso; nuestro servicio técnico calibra, mantiene y certifica los equipos y provee los
        repuestos.
      </p>
      <p>
        Si necesitás un equipo para un trabajo puntual, lo alquilás por día, por semana o por mes, con sus certificados
        de calibración cuando los pidas.
      </p>
      <p>Contanos qué tenés que medir y en qué ambiente, y te ayudamos a elegir el equipo adecuado.</p>
    </main>
  )
}

export const Head: HeadFC = () => (
  <>
    <title>Vigía Seguridad Industrial</title>
    <meta
      name="description"
      content="Venta, alquiler, calibración y servicio técnico de equipos de seguridad industrial."
    />
  </>
)
