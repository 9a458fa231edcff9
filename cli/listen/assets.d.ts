// Files imported `with { type: "file" }` resolve to a path (a real file from source, /$bunfs/... when compiled).
declare module "*.pv" {
  const path: string;
  export default path;
}
declare module "*.ppn" {
  const path: string;
  export default path;
}
declare module "*.node" {
  const path: string;
  export default path;
}
