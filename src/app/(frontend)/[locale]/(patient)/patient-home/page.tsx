/**
 * `/patient-home`: an older address of the patient home, kept working. It renders the same
 * route as `/patient` (whose canonical link points readers and crawlers to `/patient`).
 */
export { default, generateMetadata } from '../patient/(home)/page'
