"""A Python MCP server (FastMCP over stdio) whose one tool elicits a pydantic model of
test/fixtures/schemas/python/models.py and says whether the answer fits it.

`ask(model, style)` sends the model's schema as plain pydantic writes it (`pydantic`, what servers
on older SDKs and hand-rolled servers send), as the Python SDK writes it (`python-sdk`), or lets
FastMCP write and check it (`fastmcp`); the answer is checked with the model's own `model_validate`.
"""

import sys
from pathlib import Path
from typing import Any, Literal

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "fixtures" / "schemas" / "python"))

from fastmcp import Context, FastMCP  # noqa: E402
from mcp.server.elicitation import render_elicitation_schema  # noqa: E402
from models import MODELS  # noqa: E402
from pydantic import ValidationError  # noqa: E402

server = FastMCP("python-elicitation")


@server.tool
async def ask(model: str, style: Literal["pydantic", "python-sdk", "fastmcp"], ctx: Context) -> dict[str, Any]:
    """Elicits `model` with the schema `style` writes and reports what `model_validate` made of the answer."""
    schema_model = MODELS[model]
    message = f"Please fill in the {model} form."
    if style == "fastmcp":
        try:
            result = await ctx.elicit(message, response_type=schema_model)
        except (ValidationError, ValueError) as error:
            return {"action": "accept", "valid": False, "error": str(error)}
        if result.action != "accept":
            return {"action": result.action}
        return {"action": "accept", "valid": True, "data": result.data.model_dump(mode="json")}
    schema = schema_model.model_json_schema() if style == "pydantic" else render_elicitation_schema(schema_model)
    result = await ctx.session.elicit_form(message, requested_schema=schema, related_request_id=ctx.request_id)
    if result.action != "accept":
        return {"action": result.action}
    try:
        data = schema_model.model_validate(result.content)
    except ValidationError as error:
        return {"action": "accept", "valid": False, "error": str(error), "content": result.content}
    return {"action": "accept", "valid": True, "data": data.model_dump(mode="json")}


if __name__ == "__main__":
    server.run(show_banner=False)
