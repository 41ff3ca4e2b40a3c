/** The loading state of `/patient`, shared by its older address `/patient-home`. */
export { default } from '../patient/(home)/loading'
