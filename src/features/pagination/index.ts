/** The pager of every list that runs over pages (search results, favourites): numbered links and previous/next. */
export { Pagination, paginationCopy } from './Pagination';
export { paginationModel, type PaginationModel } from './pagination-model';
