// notFound() in a page of this group: the group layout keeps its header and footer. A boundary
// at the root would bring its own copy of them, sent in the RSC payload of every page.
export { NotFoundContent as default } from '@/components/errors/NotFoundContent'
