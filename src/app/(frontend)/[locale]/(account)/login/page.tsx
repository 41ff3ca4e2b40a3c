/** `/login`: the same real sign-in as `/sign-in`. */
export { default, generateMetadata } from '../sign-in/page'
